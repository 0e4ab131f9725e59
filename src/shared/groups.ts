/** Groups ('Grupos', issue 36 §2): what the server answers and the console reads. */
export const GROUP_NAME_MAX = 100;

export type { GroupFiguresView, GroupSummary } from './console-api';
