// Vitest's own order (failed and slow files first), but a file named *.last.test.ts runs after every other file of
// its project: the API tests' log check (test/api/log-secrets.last.test.ts) reads the log the whole run wrote.
import { BaseSequencer, type TestSpecification } from "vitest/node";

export default class LastFilesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLast = (f: TestSpecification) => f.moduleId.endsWith(".last.test.ts");
    const order = sorted.filter((f) => !isLast(f));
    for (const last of sorted.filter(isLast)) {
      const after = order.findLastIndex((f) => f.project.name === last.project.name);
      order.splice(after + 1, 0, last);
    }
    return order;
  }
}
