// Where tests and test helpers may live (docs/testing.md, "Where tests live"): one placement per
// package, and nothing test-only inside the folders a build ships.
const TEST_FILE = /\.test\.tsx?$/;

/** A rule per package: where its tests may be, in words for the failure message. */
const PLACES: Array<{ pkg: string; allowed: RegExp; says: string }> = [
  { pkg: 'contracts/', allowed: /^contracts\/test\//, says: 'contracts tests live in contracts/test/' },
  { pkg: 'mock-api/', allowed: /^mock-api\/test\//, says: 'mock-api tests live in mock-api/test/' },
  { pkg: 'server/', allowed: /^server\/src\//, says: 'server tests live beside the code in server/src/' },
  { pkg: 'client/', allowed: /^client\/src\//, says: 'client tests live beside the code in client/src/' },
];

/** Test helpers by name: fixtures, a harness, a testing/ or test-support/ folder. */
const HELPER = /(?:^|\/)(?:testing\/|test-support\/|[\w-]*fixtures?[\w-]*\.tsx?$|harness\.tsx?$)/;
/** The source folders a build ships, but for the client's own test-only folders. */
const SHIPPED = /^(?:server|mock-api|contracts|client)\/src\//;
const TEST_ONLY = /^client\/src\/(?:test|api\/pact)\//;
const HELPERS_SAY =
  'test helpers stay out of shipped sources (client/src/test/, server/test-support/, mock-api/test/)';

/** The tracked files that break the placement, each with the rule it breaks. */
export function misplacedTests(files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const place = PLACES.find((p) => file.startsWith(p.pkg));
    if (place && TEST_FILE.test(file) && !place.allowed.test(file)) problems.push(`${file}: ${place.says}`);
    if (SHIPPED.test(file) && !TEST_ONLY.test(file) && !TEST_FILE.test(file) && HELPER.test(file))
      problems.push(`${file}: ${HELPERS_SAY}`);
  }
  return problems;
}
