/**
 * What a Lighthouse JSON report says about one page, read out for docs/benchmarks.md: the points each metric
 * costs the performance score, the LCP element and its phases, the document, the main thread (breakdown,
 * scripts, longest tasks), the largest scripts and the packages inside them (from the build's source maps),
 * layout shifts, and the accessibility and SEO audits that fail, with their elements.
 */
import { packageOf } from './frontend-build.ts';

type Item = Record<string, unknown>;
interface LhAudit {
  score: number | null;
  scoreDisplayMode?: string;
  title?: string;
  description?: string;
  explanation?: string;
  numericValue?: number;
  details?: { type?: string; items?: Item[]; nodes?: TreeNode[] };
}
interface TreeNode {
  name: string;
  resourceBytes: number;
  encodedBytes?: number;
  children?: TreeNode[];
}
export interface LhReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; acronym?: string }[] }>;
  audits: Record<string, LhAudit>;
  environment: { benchmarkIndex: number };
  configSettings?: { throttling?: { downloadThroughputKbps?: number; cpuSlowdownMultiplier?: number } };
  runtimeError?: { code: string; message: string };
}

export interface FailingAudit {
  category: 'accessibility' | 'seo';
  id: string;
  title: string;
  /** Counted in the category's score (weight > 0); Lighthouse also runs some it does not count. */
  counted: boolean;
  /** Lighthouse's advice for it (its description, the link to its documentation kept). */
  advice: string;
  items: string[];
}

export interface PageDiagnosis {
  /** The simulated connection's download speed (kbit/s) and CPU slowdown of the run. */
  throttling: { downloadKbps: number; cpuSlowdown: number };
  /** Performance points each metric costs (weight × (1 − its score)), largest first. */
  pointsLost: { metric: string; points: number }[];
  lcp: { label: string; snippet: string; image: boolean; lazy: boolean; highPriority: boolean; phases: { phase: string; ms: number }[] };
  /** Unthrottled times of this run: a late observed LCP is an element painted after the scripts ran. */
  observed: { fcpMs: number; lcpMs: number };
  document: { transferBytes: number; resourceBytes: number; compressionSavings: number; serverResponseMs: number };
  renderBlocking: { url: string; ms: number }[];
  mainThread: { totalMs: number; groups: { label: string; ms: number }[] };
  bootup: { url: string; totalMs: number; scriptingMs: number }[];
  longTasks: { url: string; ms: number }[];
  scripts: { url: string; transferBytes: number; resourceBytes: number; unusedBytes: number }[];
  /** The packages of the largest script by their share of its source (source maps), with an estimate on the wire. */
  packages: { script: string; entries: { name: string; bytes: number; share: number }[] };
  layoutShifts: { element: string; score: number }[];
  failing: FailingAudit[];
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const items = (lhr: LhReport, id: string): Item[] => lhr.audits[id]?.details?.items ?? [];
const short = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One line for an item of an audit's table: its element (snippet and selector), link, text, source, explanation. */
export function describeItem(item: Item): string {
  const parts: string[] = [];
  const node = item.node as Item | undefined;
  if (node && typeof node === 'object') {
    parts.push(`\`${short(str(node.snippet))}\``);
    if (str(node.selector)) parts.push(`(\`${short(str(node.selector), 100)}\`)`);
    if (str(node.nodeLabel)) parts.push(`“${short(str(node.nodeLabel), 60)}”`);
  }
  const source = item.source as Item | string | undefined;
  if (typeof source === 'string') parts.push(source);
  else if (source && typeof source === 'object') parts.push(`\`${short(str(source.snippet) || str(source.url) || JSON.stringify(source))}\``);
  for (const key of ['href', 'text', 'url', 'description']) if (str(item[key])) parts.push(`${key} \`${short(str(item[key]), 100)}\``);
  const explanation = str(node?.explanation) || str(item.explanation);
  if (explanation) parts.push(`— ${short(explanation.replace(/\s+/g, ' ').trim(), 200)}`);
  return parts.join(' ') || short(JSON.stringify(item));
}

function failing(lhr: LhReport, category: 'accessibility' | 'seo'): FailingAudit[] {
  return (lhr.categories[category]?.auditRefs ?? []).flatMap(({ id, weight }) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'notApplicable') return [];
    const lines = (audit.details?.items ?? []).map(describeItem);
    if (audit.explanation) lines.unshift(short(audit.explanation, 300));
    const advice = (audit.description ?? '').replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)');
    return [{ category, id, title: audit.title ?? id, counted: weight > 0, advice, items: lines }];
  });
}

function packagesOf(lhr: LhReport, scriptUrl: string): PageDiagnosis['packages'] {
  const root = (lhr.audits['script-treemap-data']?.details?.nodes ?? []).find((node) => node.name === scriptUrl);
  if (!root) return { script: scriptUrl, entries: [] };
  const sizes = new Map<string, number>();
  const walk = (node: TreeNode, path: string) => {
    const here = `${path}/${node.name}`;
    if (!node.children?.length) sizes.set(packageOf(here), (sizes.get(packageOf(here)) ?? 0) + node.resourceBytes);
    else for (const child of node.children) walk(child, here);
  };
  for (const child of root.children ?? []) walk(child, '');
  const total = root.resourceBytes || 1;
  const entries = [...sizes.entries()].map(([name, bytes]) => ({ name, bytes, share: bytes / total })).sort((a, b) => b.bytes - a.bytes);
  return { script: scriptUrl, entries };
}

function lcpOf(lhr: LhReport): PageDiagnosis['lcp'] {
  const [element, phases] = items(lhr, 'largest-contentful-paint-element') as { items?: Item[] }[];
  const node = (element?.items?.[0]?.node ?? {}) as Item;
  const snippet = str(node.snippet);
  return {
    label: str(node.nodeLabel),
    snippet,
    image: /^<img\b/i.test(snippet) || typeof lhr.audits['lcp-lazy-loaded']?.score === 'number',
    lazy: lhr.audits['lcp-lazy-loaded']?.score === 0 || /loading="lazy"/.test(snippet),
    highPriority: /fetchpriority="high"/.test(snippet),
    phases: (phases?.items ?? []).map((p) => ({ phase: str(p.phase), ms: num(p.timing) })),
  };
}

export function diagnose(lhr: LhReport): PageDiagnosis {
  const audit = (id: string) => lhr.audits[id];
  const pointsLost = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ metric: ref.acronym ?? ref.id, points: ref.weight * (1 - (audit(ref.id)?.score ?? 0)) }))
    .sort((a, b) => b.points - a.points);
  const metrics = items(lhr, 'metrics')[0] ?? {};
  const requests = items(lhr, 'network-requests');
  const documentRequest = requests.find((r) => r.resourceType === 'Document') ?? {};
  const unused = new Map(items(lhr, 'unused-javascript').map((i) => [str(i.url), num(i.wastedBytes)]));
  const scripts = requests
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: str(r.url), transferBytes: num(r.transferSize), resourceBytes: num(r.resourceSize), unusedBytes: unused.get(str(r.url)) ?? 0 }))
    .sort((a, b) => b.transferBytes - a.transferBytes);
  const throttling = lhr.configSettings?.throttling ?? {};
  return {
    throttling: { downloadKbps: num(throttling.downloadThroughputKbps), cpuSlowdown: num(throttling.cpuSlowdownMultiplier) },
    pointsLost,
    lcp: lcpOf(lhr),
    observed: { fcpMs: num(metrics.observedFirstContentfulPaint), lcpMs: num(metrics.observedLargestContentfulPaint) },
    document: {
      transferBytes: num(documentRequest.transferSize),
      resourceBytes: num(documentRequest.resourceSize),
      compressionSavings: items(lhr, 'uses-text-compression').filter((i) => i.url === documentRequest.url).reduce((sum, i) => sum + num(i.wastedBytes), 0),
      serverResponseMs: num(items(lhr, 'server-response-time')[0]?.responseTime),
    },
    renderBlocking: items(lhr, 'render-blocking-resources').map((i) => ({ url: str(i.url), ms: num(i.wastedMs) })),
    mainThread: {
      totalMs: num(audit('mainthread-work-breakdown')?.numericValue),
      groups: items(lhr, 'mainthread-work-breakdown').map((i) => ({ label: str(i.groupLabel), ms: num(i.duration) })),
    },
    bootup: items(lhr, 'bootup-time').map((i) => ({ url: str(i.url), totalMs: num(i.total), scriptingMs: num(i.scripting) })),
    longTasks: items(lhr, 'long-tasks').map((i) => ({ url: str(i.url), ms: num(i.duration) })),
    scripts,
    packages: packagesOf(lhr, scripts[0]?.url ?? ''),
    layoutShifts: items(lhr, 'layout-shifts').map((i) => ({ element: describeItem({ node: i.node }), score: num(i.score) })),
    failing: [...failing(lhr, 'accessibility'), ...failing(lhr, 'seo')],
  };
}
