/** A place's marker where the map draws it at a zoom, in pixels. */
export interface ScreenPoint {
  slug: string;
  x: number;
  y: number;
}

/**
 * How close two markers' points may come before their labels overlap: a label ("🚗 12 | ⛵ 3") is about 80 × 26 px,
 * drawn above its point.
 */
export const labelBox = { width: 88, height: 32 };

/**
 * The places grouped so that no two groups' labels overlap: a place joins the first group whose first place is
 * closer than a label's box, else starts one. Points not yet placed (a map with no size) stay alone.
 */
export function clusterByScreenDistance(points: readonly ScreenPoint[], box = labelBox): string[][] {
  const groups: { x: number; y: number; slugs: string[] }[] = [];
  for (const point of points) {
    const near = groups.find((group) => Math.abs(group.x - point.x) < box.width && Math.abs(group.y - point.y) < box.height);
    if (near) near.slugs.push(point.slug);
    else groups.push({ x: point.x, y: point.y, slugs: [point.slug] });
  }
  return groups.map((group) => group.slugs);
}
