/**
 * Escapes text for one cell of a GitHub-flavoured markdown table: characters that start inline
 * markup (`\` `` ` `` `*` `_` `[` `]` `<` `>` `&` `~` `$`) and the cell separator `|` get a
 * backslash (CommonMark renders `\<` as `<` and `\&` as `&`, never as an entity); line breaks
 * become spaces. Other characters (`/`, `:`, `.`, `-`, `?`, `=`) stay as they are, so ids read
 * naturally in the raw file.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_[\]<>&~$|]/g, (character) => `\\${character}`);
}
