import { Component, type ReactNode } from 'react';

/** Shows the fallback when the map chunk or Leaflet fails (offline), so the rest of the screen still works. */
export class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
