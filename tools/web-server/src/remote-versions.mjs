// A remote's versions, as its REMOTE_*_URL names them: one manifest URL (every visitor gets it), or a
// JSON array of {"url": "<manifest URL>", "weight": <0-100>} whose weights add up to 100 (each new
// visitor lands on a version with that chance; the shell's sticky choice lives in @physio/util).
// Read once at start: a value that cannot be used stops the server with a sentence naming it.

const MAX_VERSIONS = 10;

function manifestUrl(variable, value, where) {
  let url;
  try {
    url = new URL(String(value));
  } catch {
    throw new Error(`${variable}${where} must be an http(s) URL, not "${value}".`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`${variable}${where} must be an http(s) URL, not "${value}".`);
  return url.href;
}

/** `[{ url, weight }]` for the value of `variable` (e.g. REMOTE_PUBLIC_URL); throws a sentence naming it. */
export function parseRemoteVersions(variable, value) {
  const text = String(value ?? '').trim();
  if (!text) throw new Error(`${variable} must name a manifest URL or a JSON list of {"url", "weight"}, not "".`);
  if (!text.startsWith('[')) return [{ url: manifestUrl(variable, text, ''), weight: 100 }];

  let list;
  try {
    list = JSON.parse(text);
  } catch (error) {
    throw new Error(`${variable} is not valid JSON (${error.message}).`);
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_VERSIONS) {
    throw new Error(`${variable} must list between 1 and ${MAX_VERSIONS} versions.`);
  }
  const versions = list.map((item, index) => {
    const where = ` (version ${index + 1})`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      throw new Error(`${variable}${where} must be an object with "url" and "weight".`);
    }
    const extra = Object.keys(item).filter((key) => key !== 'url' && key !== 'weight');
    if (extra.length) throw new Error(`${variable}${where} has unknown fields: ${extra.join(', ')}.`);
    const { weight } = item;
    if (!Number.isInteger(weight) || weight < 0 || weight > 100) {
      throw new Error(`${variable}${where} needs a weight that is a whole number from 0 to 100.`);
    }
    return { url: manifestUrl(variable, item.url, where), weight };
  });
  const total = versions.reduce((sum, version) => sum + version.weight, 0);
  if (total !== 100) throw new Error(`${variable}: the weights must add up to 100, not ${total}.`);
  const urls = new Set(versions.map((version) => version.url));
  if (urls.size !== versions.length) throw new Error(`${variable} lists the same URL twice.`);
  return versions;
}

/**
 * The version the server itself uses for a remote (its prerendered pages): the heaviest, the first of
 * equals. A browser may be on another one; the public pages' content is the same in every version
 * that is allowed to take visitors.
 */
export function primaryVersion(versions) {
  return versions.reduce((best, version) => (version.weight > best.weight ? version : best), versions[0]);
}

/**
 * remotes.json as the shell reads it: a remote with one version is its manifest URL, the format every shell release
 * reads; only a remote in a gradual release is a list of {url, weight}, which shells since that feature read. So a
 * rollback of the shell to an older release keeps working with this server as long as no gradual release is on.
 */
export function remotesDocument(remoteVersions) {
  return Object.fromEntries(
    Object.entries(remoteVersions).map(([name, versions]) => [
      name,
      versions.length === 1 ? versions[0].url : versions,
    ]),
  );
}
