// Keeps one screen's failure inside that screen: a render error (a device answer no check foresaw, a bug)
// shows the error panel with Retry in place of the screen, and the shell around it stays usable.
import { Component, type ComponentChildren, Fragment } from 'preact'
import i18n from '../i18n'
import { ErrorPanel } from './load'

export class Boundary extends Component<{ children: ComponentChildren }, { failed: boolean; n: number }> {
  state = { failed: false, n: 0 }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(e: unknown) {
    console.error(e)
  }
  render() {
    // Retry mounts the screen afresh (the key), so it loads its data again.
    if (this.state.failed) return <ErrorPanel message={i18n.t('c.err.screen')} onRetry={() => this.setState({ failed: false, n: this.state.n + 1 })} />
    return <Fragment key={this.state.n}>{this.props.children}</Fragment>
  }
}
