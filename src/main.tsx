import { render } from 'preact'
import './i18n'
// Pico first, then ours in cascade order (a later part may override an earlier one).
import './styles/pico.css'
import './styles/layout.css'
import './styles/forms.css'
import './styles/notices-tables.css'
import './styles/toasts-signin.css'
import { App } from './app/app'
import { applyTheme } from './state/theme'

applyTheme()
render(<App />, document.getElementById('app')!)
