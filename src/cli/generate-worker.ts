// A worker thread of `sudocnf generate --jobs N`: one puzzle (one seed) at a time.
import type { GenerateOptions } from '../generate.js';
import { serveTasks } from '../worker-task.js';
import { generateOne } from './generate-one.js';

serveTasks((options: GenerateOptions) => generateOne(options));
