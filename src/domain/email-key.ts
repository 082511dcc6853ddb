/**
 * An e-mail address as the site compares and indexes it: without surrounding spaces and in lower case, since mail
 * providers treat "Priya@Example.in" and "priya@example.in" as one mailbox. Records keep the address as it was
 * typed, for the mails they send; every comparison, index key and per-address counter goes through this.
 */
export const emailKey = (email: string): string => email.trim().toLowerCase();
