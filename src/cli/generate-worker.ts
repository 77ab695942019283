// A worker thread of `sudocnf generate --jobs N`: one puzzle (one seed) at a time.
import type { GenerateOptions } from '../generate/options.js';
import { serveTasks } from '../core/worker-task.js';
import { generateOne } from './generate-one.js';

serveTasks((options: GenerateOptions) => generateOne(options));
