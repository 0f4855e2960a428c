/** Runs a CLI command in-process with captured output (the tests of src/cli). */
import type { CliIO } from '../../src/cli/command.ts';
import { runCli } from '../../src/cli/main.ts';

export async function run(args: string[], stdin = '') {
  let out = '';
  let err = '';
  const io: CliIO = {
    readStdin: async () => stdin,
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
  };
  const status = await runCli(args, io);
  return { status, out, err };
}
