// A run of text on one baseline as mupdf reports it; several of them make one visual line.
export type TextFragment = {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** False for a run set sideways or at an angle (stamps, margin notes, watermarks). */
  upright: boolean;
};
