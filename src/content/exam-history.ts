/**
 * Earlier question lists of the exams, oldest first (written by scripts/build-exam-sets.ts when a
 * rebuild changes an exam; never edited by hand). A run saved or an attempt made before a rebuild
 * answers one of them: the device resumes it with those questions and the server still accepts it.
 */
export const earlierExamSets: Readonly<Record<string, readonly (readonly string[])[]>> = {};
