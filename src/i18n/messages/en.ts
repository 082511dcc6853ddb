/**
 * The English texts of every island, the source of truth for the catalogue's keys: hi.ts has the type `Messages`,
 * so a key missing there fails the type check. A text with a number in it is a function of that number.
 */
import coursesJson from '../../../content/data/courses.json';

export const en = {
  common: {
    back: 'Back',
    close: 'Close',
    choose: 'Choose…',
    networkError: 'Could not reach the server. Check your connection and try again.',
    unreadableAnswer: 'The server sent an answer this page cannot read.',
    failedUnreached: (action: string) =>
      `${action} did not work: we could not reach our server. Check your internet connection and try again.`,
    failedServer: (action: string) => `${action} did not work: our server had a problem. Please try again in a minute.`,
    failedBecause: (action: string, message: string) => `${action} did not work: ${message}`,
  },
  admission: {
    requiredNote: 'All fields are required unless marked optional.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    mobileNumber: 'Mobile number',
    mobileHint: '10 digits, for example 98765 43210',
    age: 'Age',
    ageHint: (min: number, majority: number) =>
      `${min} or over; under ${majority} needs a parent or guardian's consent`,
    gender: 'Gender',
    genders: { Female: 'Female', Male: 'Male', Other: 'Other' },
    qualification: 'Qualification',
    qualifications: {
      'Studying (up to Class 8)': 'Studying (up to Class 8)',
      'Class 10': 'Class 10',
      'Class 12': 'Class 12',
      'Diploma or ITI': 'Diploma or ITI',
      Graduate: 'Graduate',
      Postgraduate: 'Postgraduate',
      Other: 'Other',
    },
    course: 'Course',
    courseHint: 'The voice-acting course is free for girls',
    freeCourse: 'Voice Acting (free, 6 months)',
    /** The paid courses' titles by id; English from content/data/courses.json. */
    courseTitles: Object.fromEntries(coursesJson.map((course) => [course.id, course.title])) as Record<string, string>,
    paidCourse: (title: string, price: string) => `${title} (${price})`,
    disabilityQuestion: 'Do you have a disability?',
    disabilityAnswers: { No: 'No', Yes: 'Yes' },
    disabilityType: 'Type of disability',
    disabilityTypeHint: 'So we can make the course accessible for you',
    guardianLegend: (majority: number) => `Parent or guardian (applicants under ${majority})`,
    guardianName: "Parent or guardian's full name",
    guardianConsent: "I am the applicant's parent or guardian and I consent to this application.",
    submit: 'Submit application',
    submitting: 'Submitting…',
    sendUnreached: 'The application could not be sent. Check your internet connection and try again.',
    sendFailed: (status: number) => `The application could not be sent (${status}). Please try again.`,
    receivedHeading: 'Application received',
    nextIntake: 'Admissions for the current batch have closed, so your application is for the next intake.',
    thanks: 'Thank you. Your registration number is:',
    duplicateHeading: 'You have already applied',
    yourNumberIs: 'Your registration number is:',
    keepNumber: 'Keep this number: quote it whenever you contact us. Our admissions team will contact you soon.',
    downloadSlip: 'Download slip',
    downloadingSlip: 'Downloading the slip',
  },
  /** The messages of the admission schema (src/domain/admission.ts), shown by the form and answered by the server. */
  admissionRules: {
    required: (label: string) => `${label} is required`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    nameCharacters: (label: string) => `${label} may contain only letters, spaces, dots, apostrophes and hyphens`,
    emailTooLong: 'E-mail is too long',
    emailInvalid: 'Enter a valid e-mail address, for example name@example.com',
    mobileInvalid: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
    ageWhole: 'Age must be a whole number',
    ageMin: (min: number) => `Age must be at least ${min}`,
    ageMax: (max: number) => `Age must be at most ${max}`,
    chooseGender: 'Choose a gender',
    chooseQualification: 'Choose your qualification',
    chooseDisability: 'Choose whether you have a disability',
    disabilityTypeTooLong: (max: number) => `Disability type must be at most ${max} characters`,
    chooseCourse: 'Choose a course',
    guardianNameTooLong: (max: number) => `Parent or guardian name must be at most ${max} characters`,
    describeDisability: 'Describe the disability',
    freeCourseForGirls: 'The free voice-acting course (Pyari Bahan Yojana 2025) is for girls; choose another course',
    guardianNameRequired: (majority: number) => `Parent or guardian name is required for applicants under ${majority}`,
    guardianConsentRequired: (majority: number) =>
      `Parent or guardian consent is required for applicants under ${majority}`,
    /** The names the rules above put in their messages. */
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      mobileNumber: 'Mobile number',
      age: 'Age',
    },
  },
};

export type Messages = typeof en;
