/**
 * A lock held by one language at a time, shared by every task in that language: tasks in the holding language
 * start at once, the others wait until they have all finished, then the first waiting language takes it (with
 * every task waiting in that language). A language that waits is not overtaken by new tasks of the holding one.
 */
export function createLanguageLock<L extends string>(onAcquire: (language: L) => void) {
  let holder: L | undefined;
  let running = 0;
  const waiting: { language: L; start: () => void }[] = [];

  function release(): void {
    running--;
    if (running > 0 || waiting.length === 0) {
      if (running === 0) holder = undefined;
      return;
    }
    const next = waiting[0]!.language;
    holder = next;
    onAcquire(next);
    for (let index = 0; index < waiting.length; ) {
      if (waiting[index]!.language !== next) {
        index++;
        continue;
      }
      const [task] = waiting.splice(index, 1);
      running++;
      task!.start();
    }
  }

  return {
    async run<T>(language: L, task: () => Promise<T>): Promise<T> {
      if (running === 0 && waiting.length === 0) {
        holder = language;
        onAcquire(language);
      }
      if (holder !== language || waiting.length > 0) {
        await new Promise<void>((start) => waiting.push({ language, start }));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
