import { z } from 'zod';
import coursesJson from '../../content/data/courses.json' with { type: 'json' };
import { COURSE_IDS, type CourseId, type CourseOption, FREE_COURSE_ID } from '../domain/admission';
import type { Locale } from '../domain/locale';
import { formatRupees } from '../domain/money';
import { factText } from './facts';
import { localizedData } from './hindi-data';
import { courseSchema } from './schemas';

const paidCourses = z
  .array(z.object({ id: z.enum(COURSE_IDS) }).and(courseSchema))
  .parse(coursesJson)
  .sort((a, b) => a.order - b.order);

const freeCourseLabel: Record<Locale, (months: string) => string> = {
  en: (months) => `Voice Acting (free, ${months} months)`,
  hi: (months) => `वॉइस एक्टिंग (मुफ़्त, ${months} महीने)`,
};

/**
 * The courses an applicant can choose, as the form, the admin dashboard, the PDFs and the CSV export label them: the
 * free voice-acting course (its length from content/data/facts.json) and the paid courses of content/data/courses.json
 * with their prices, titled in the edition's language (content/data/hi/courses.json for Hindi). Labels stay short
 * enough to show whole in a select at 360 px.
 */
export function courseOptionsIn(locale: Locale): CourseOption[] {
  return [
    { id: FREE_COURSE_ID, label: freeCourseLabel[locale](factText('course-months')) },
    ...paidCourses.map((course) => ({
      id: course.id,
      label: `${localizedData('courses', course.id, course, locale).title} (${formatRupees(course.price)})`,
    })),
  ];
}

export function courseLabel(id: CourseId | string, locale: Locale = 'en'): string {
  return courseOptionsIn(locale).find((course) => course.id === id)?.label ?? id;
}
