// Saving device answers as files (Help and System > Upload/Download).
import { systemInfo } from '../api/system'

/** Offers `data` as a download; objects are written as indented JSON. */
export function saveFile(name: string, data: unknown, type = 'text/plain') {
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2)
  const a = document.createElement('a')
  a.href = URL.createObjectURL(new Blob([text], { type }))
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(a.href), 1000)
}

/** POST /api {device: 'system', entity, id: 0} (device-api §2d), saved as emsesp_system_<entity>.txt. */
export async function downloadSystem(entity: 'info' | 'allvalues') {
  saveFile(`emsesp_system_${entity}.txt`, await systemInfo(entity))
}
