/** Announcements ('Avisos', issue 36 §3): shared by the server, the console and the student's banner. */
export const ANNOUNCEMENT_MAX_LENGTH = 500;

/** A notice as a student's device receives and keeps it. */
export interface Announcement {
  id: number;
  createdAt: string;
  body: string;
}
