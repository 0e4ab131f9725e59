/** Groups ('Grupos', issue 36 §2): the limits the server and the console share (their shapes are in console-api.ts). */
export const GROUP_NAME_MAX = 100;

