import { admissionInputSchema, admissionRecordSchema, statusUpdateSchema } from '../domain/admission';
import { z } from '../domain/zod';
import { apiErrorSchema, fileContract, jsonContract } from './contract';

/** Admission applications: the public form's submission, the admin dashboard's calls, and the PDF files. */

export const admissionCreatedSchema = z.object({
  success: z.literal(true),
  registrationNumber: z.string(),
  submittedAt: z.string(),
});

/** 400 adds every field's message in the form's own words; 409 adds the number of the earlier application. */
export const admissionRejectedSchema = apiErrorSchema.extend({
  fields: z.partialRecord(z.string(), z.string()).optional(),
  registrationNumber: z.string().optional(),
});

export const submitAdmission = jsonContract({
  method: 'POST',
  path: '/api/admissions',
  request: admissionInputSchema,
  response: admissionCreatedSchema,
  error: admissionRejectedSchema,
});

export const listAdmissions = jsonContract({
  method: 'GET',
  path: '/api/admissions/all',
  request: null,
  response: z.object({ success: z.literal(true), applications: z.array(admissionRecordSchema) }),
});

export const updateAdmissionStatus = jsonContract({
  method: 'PATCH',
  path: '/api/admissions/:registrationNumber',
  request: statusUpdateSchema,
  response: z.object({ success: z.literal(true), application: admissionRecordSchema }),
});

export const admissionSlip = fileContract({
  method: 'GET',
  path: '/api/admissions/slip/:registrationNumber',
  request: null,
  contentType: 'application/pdf',
});

export const admissionCertificate = fileContract({
  method: 'GET',
  path: '/api/admissions/certificate/:registrationNumber',
  request: null,
  contentType: 'application/pdf',
});
