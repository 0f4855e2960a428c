/**
 * Imported first by every entry point (src/main.ts, src/shard.ts): ES modules run in import order,
 * so on a Node.js older than package.json's `engines.node` this prints one line and exits 1 before
 * discord.js or anything else that needs a newer Node is evaluated.
 */
import { nodeVersionProblem, requiredNode } from './node-version.ts';

const problem = nodeVersionProblem(process.version, requiredNode());
if (problem) {
  console.error(problem);
  process.exit(1);
}
