// The checksum file of an output folder is part of the release checks, which live in
// @execret/report; the app's writers and `check` use them from there.
export { formatSha256Sums, listChecksummedFiles, parseSha256Sums, SHA256SUMS_FILE, verifySha256Sums, writeSha256Sums } from '@execret/report';
export type { MalformedSha256SumsLine, Sha256SumsEntry, Sha256SumsReport } from '@execret/report';
