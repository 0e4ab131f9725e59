/**
 * 'Temas más débiles' of a group (issue 54 §13): topics ranked by a shrunk estimate, not the raw
 * average, so a topic one student answered does not rank like one eight answered. The rule: each
 * topic's estimate is its members' average mastery pulled toward the group's overall average (over
 * every member and topic) as if PRIOR_STUDENTS more students had the overall average:
 *   estimate = (sum of the topic's masteries + PRIOR_STUDENTS × overall) / (students + PRIOR_STUDENTS)
 * Weakest first by the estimate (ties by topic number). The shown figure stays the raw average.
 */
export const PRIOR_STUDENTS = 3;

export interface TopicMastery {
  topic: number;
  /** The members' average mastery in it (0–1), over `students` members who answered in it. */
  mastery: number;
  students: number;
}

export function rankWeakTopics<T extends TopicMastery>(topics: readonly T[], prior = PRIOR_STUDENTS): (T & { estimate: number })[] {
  const answers = topics.reduce((sum, t) => sum + t.students, 0);
  const overall = answers === 0 ? 0 : topics.reduce((sum, t) => sum + t.mastery * t.students, 0) / answers;
  return topics
    .map((t) => ({ ...t, estimate: (t.mastery * t.students + prior * overall) / (t.students + prior) }))
    .sort((a, b) => a.estimate - b.estimate || a.topic - b.topic);
}
