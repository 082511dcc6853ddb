import { describe, expect, it } from 'vitest';
import courses from '../../content/data/courses.json' with { type: 'json' };
import { courseLabel, courseOptions } from '../../src/content/courses';
import { COURSE_IDS, FREE_COURSE_ID } from '../../src/domain/admission';
import { formatRupees } from '../../src/domain/money';

describe('course options (src/content/courses.ts)', () => {
  it('offer exactly the course ids the API accepts: the free course first, then the paid ones in their order', () => {
    expect(courseOptions.map((course) => course.id)).toEqual([FREE_COURSE_ID, 'coding', 'business', 'share-market']);
    expect([...courseOptions.map((course) => course.id)].sort()).toEqual([...COURSE_IDS].sort());
  });

  it('label every paid course with its title and price from content/data/courses.json', () => {
    for (const course of courses) {
      expect(courseLabel(course.id)).toBe(`${course.title} (${formatRupees(course.price)})`);
    }
    expect(courseLabel('coding')).toBe('Coding (₹1,699)');
  });

  it('label the free course with its length from the facts', () => {
    expect(courseLabel(FREE_COURSE_ID)).toBe('Voice Acting (free, 6 months)');
  });

  it('show an unknown stored course id as it is', () => {
    expect(courseLabel('retired-course')).toBe('retired-course');
  });
});
