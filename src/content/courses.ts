import coursesJson from '../../content/data/courses.json' with { type: 'json' };
import { COURSE_IDS, type CourseId, type CourseOption, FREE_COURSE_ID } from '../domain/admission';
import { formatRupees } from '../domain/money';
import { z } from '../domain/zod';
import { factText } from './facts';
import { courseSchema } from './schemas';

const paidCourses = z.array(z.object({ id: z.enum(COURSE_IDS) }).and(courseSchema)).parse(coursesJson);

/**
 * The courses an applicant can choose, as the form, the admin dashboard, the PDFs and the CSV export label them: the
 * free voice-acting course (its length from content/data/facts.json) and the paid courses of content/data/courses.json
 * with their prices. Labels stay short enough to show whole in a select at 360 px.
 */
export const courseOptions: CourseOption[] = [
  { id: FREE_COURSE_ID, label: `Voice Acting (free, ${factText('course-months')} months)` },
  ...[...paidCourses]
    .sort((a, b) => a.order - b.order)
    .map((course) => ({ id: course.id, label: `${course.title} (${formatRupees(course.price)})` })),
];

export function courseLabel(id: CourseId | string): string {
  return courseOptions.find((course) => course.id === id)?.label ?? id;
}
