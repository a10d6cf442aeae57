import path from "node:path";
import ts from "typescript";

/**
 * The application's source type-checked with one more report kind, `"xx"`, added to `reportKinds` in memory: what the
 * compiler says, by file. Test files are left out (a test's own per-kind table is the test's business), so what is left
 * is every place of the product a new kind must fill.
 */
export const THROWAWAY_KIND = "xx";

const root = path.resolve(import.meta.dirname, "../..");

export interface KindDiagnostic {
  file: string;
  line: number;
  message: string;
}

/** A list of kinds (`export const <name> = [...] as const;` in `file`), to type-check with one more. */
interface KindList {
  file: string;
  name: string;
}

/** What the compiler says with a report kind added (lib/core/kinds/kind.ts `reportKinds`). */
export const diagnosticsWithThrowawayKind = (): KindDiagnostic[] =>
  diagnosticsWithKindAdded({ file: "lib/core/kinds/kind.ts", name: "reportKinds" });

/** What the compiler says with a measured experiment's kind added (lib/core/measured/kind.ts `measuredKinds`). */
export const diagnosticsWithThrowawayMeasuredKind = (): KindDiagnostic[] =>
  diagnosticsWithKindAdded({ file: "lib/core/measured/kind.ts", name: "measuredKinds" });

function diagnosticsWithKindAdded(kindList: KindList): KindDiagnostic[] {
  const listFile = path.join(root, kindList.file);
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error("tsconfig.json did not parse");
  const rootNames = config.fileNames.filter(
    (file) => !/\.test\.tsx?$/.test(file) && !/\/(test|e2e|\.next)\//.test(path.relative(root, file).replace(/^/, "/")),
  );
  const options = { ...config.options, incremental: false, tsBuildInfoFile: undefined, noEmit: true };
  const host = ts.createCompilerHost(options, true);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, createNew) => {
    if (path.resolve(fileName) !== listFile) return readSource(fileName, language, onError, createNew);
    const text = ts.sys.readFile(fileName) ?? "";
    const list = new RegExp(`export const ${kindList.name} = \\[([^\\]]*)\\] as const;`);
    if (!list.test(text)) throw new Error(`${kindList.file} no longer declares \`${kindList.name} = [...] as const\``);
    const withKind = text.replace(
      list,
      (_whole, kinds: string) => `export const ${kindList.name} = [${kinds}, "${THROWAWAY_KIND}"] as const;`,
    );
    return ts.createSourceFile(fileName, withKind, language, true);
  };
  const program = ts.createProgram({ rootNames, options, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const file = diagnostic.file;
    const line =
      file && diagnostic.start !== undefined ? file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    return {
      file: file ? path.relative(root, file.fileName) : "(no file)",
      line,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, " "),
    };
  });
}
