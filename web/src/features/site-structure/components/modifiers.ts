import type { Modifier } from '@dnd-kit/core';

/** Dragged items move up and down only (lists are vertical). */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
