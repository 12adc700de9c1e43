import { type DragEvent, useState } from 'react';

/**
 * A file dropped on an element: the handlers to spread on it and whether a file is over it now.
 * Dropping is a shortcut for pointer users; a file input is always the accessible way in beside it.
 */
export function useFileDrop(onFile: (file: File) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file && !disabled) onFile(file);
    },
  };
  return { dragging, handlers };
}
