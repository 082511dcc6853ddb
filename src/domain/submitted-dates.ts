import { INDIA_UTC_OFFSET_MS, indiaIsoDate } from './india-time';

/**
 * The dashboard's "Submitted" filter: applications made on India dates (the institute's calendar, whatever the
 * server's or browser's zone), each end inclusive and each optional. Today and This week are the same ranges,
 * named: This week is the last 7 India days, today included.
 */

export interface SubmittedDates {
  from?: string | undefined;
  to?: string | undefined;
}

export const DATE_PRESETS = ['any', 'today', 'week', 'range'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const WEEK_DAYS = 7;

/** The first millisecond of an India date, in UTC milliseconds. */
const startOfIndiaDay = (date: string) => Date.parse(`${date}T00:00:00Z`) - INDIA_UTC_OFFSET_MS;

/** The date `days` calendar days after an ISO date (before it when negative). */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The times [start, end) the dates cover; an open end is unbounded. */
export function submittedWindow({ from, to }: SubmittedDates): { start: number; end: number } {
  return {
    start: from ? startOfIndiaDay(from) : Number.NEGATIVE_INFINITY,
    end: to ? startOfIndiaDay(addDays(to, 1)) : Number.POSITIVE_INFINITY,
  };
}

/** Whether the dates filter anything at all. */
export const hasDates = ({ from, to }: SubmittedDates) => Boolean(from || to);

/** The dates a named preset stands for at `now`; `range` and `any` name none of their own. */
export function presetDates(preset: 'today' | 'week', now: Date): { from: string; to: string } {
  const today = indiaIsoDate(now);
  if (preset === 'today') return { from: today, to: today };
  return { from: addDays(today, 1 - WEEK_DAYS), to: today };
}

/** What the dashboard's filter holds: a preset, and the dates chosen for `range` ("" for an open end). */
export interface DateChoice {
  preset: DatePreset;
  from: string;
  to: string;
}

export const ANY_TIME: DateChoice = { preset: 'any', from: '', to: '' };

/** Chosen dates whose start is after their end: the server refuses them, so the page names them and asks nothing. */
export const isOutOfOrder = ({ preset, from, to }: DateChoice) =>
  preset === 'range' && from !== '' && to !== '' && from > to;

/** The dates a choice stands for at `now` (Today and This week move with the calendar). */
export function datesOfChoice(choice: DateChoice, now: Date): SubmittedDates {
  if (choice.preset === 'today' || choice.preset === 'week') return presetDates(choice.preset, now);
  if (choice.preset === 'range') return { from: choice.from || undefined, to: choice.to || undefined };
  return {};
}
