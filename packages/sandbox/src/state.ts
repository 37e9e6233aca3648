import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An emulator's state: kept in memory, written through to DATA_DIR/sandbox/<vendor>.json so a
 * developer's sandbox numbers, assistants and tokens survive a restart. Without a directory
 * (tests) it lives in memory only.
 */
export class SandboxState<T extends object> {
  readonly data: T;
  private readonly file: string | undefined;

  constructor(vendor: string, dataDir: string | undefined, initial: () => T) {
    this.file = dataDir ? join(dataDir, 'sandbox', `${vendor}.json`) : undefined;
    this.data = this.file && existsSync(this.file) ? { ...initial(), ...this.read(this.file) } : initial();
  }

  private read(file: string): Partial<T> {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Partial<T>;
    } catch {
      return {};
    }
  }

  save() {
    if (!this.file) return;
    mkdirSync(join(this.file, '..'), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data));
    renameSync(temporary, this.file);
  }
}
