import { startNextTestFile } from './test-database.ts';

// Test files of one worker share their modules, so each file starts with an emptied database as
// if it ran alone.
startNextTestFile();
