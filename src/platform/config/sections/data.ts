import { z } from 'zod';
import { defineSection } from '../define-section.js';

export const data = defineSection({
  env: {
    LUMEN_DATA_DIR: z.string().min(1).default('./var/data'),
    LUMEN_SOURCES: z.string().min(1).default('../shared/data'),
    LUMEN_IMPORT_ON_START: z.stringbool().default(true),
  },
  describe: {
    LUMEN_DATA_DIR: 'where built, versioned datasets live',
    LUMEN_SOURCES: 'folder or base URL of the open source files that `lumen data import` reads',
    LUMEN_IMPORT_ON_START: 'import from LUMEN_SOURCES at start when no dataset is present',
  },
  build: (v) => ({
    dir: v.LUMEN_DATA_DIR,
    sources: v.LUMEN_SOURCES,
    importOnStart: v.LUMEN_IMPORT_ON_START,
  }),
});
