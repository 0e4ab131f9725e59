/** Groups ('Grupos', issue 36 §2): what the server answers and the console reads. */
export const GROUP_NAME_MAX = 100;

/** A group as the console lists it. */
export interface GroupSummary {
  id: number;
  name: string;
  /** The group's exam date ('YYYY-MM-DD', Lima); null: none. */
  examDate: string | null;
  members: number;
}

/** A group's page: its members' figures, from the server's learning state. */
export interface GroupFiguresView {
  members: number;
  readiness: { bands: { from: number; to: number; students: number }[]; noData: number };
  /** Weakest first: the members' average mastery (0–1) of each topic some member answered in. */
  topics: { topic: number; title: string; mastery: number; students: number }[];
  activeLastWeek: number;
}
