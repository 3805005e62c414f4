import { render } from 'preact'
import './i18n'
import './styles.css'
import { App } from './app/app'
import { applyTheme } from './app/theme'

applyTheme()
render(<App />, document.getElementById('app')!)
