import { Component, type ReactNode } from 'react';

/** Leaves the page in place when a map cannot load (its script fetched while offline, say): the fallback shows instead. */
export class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
