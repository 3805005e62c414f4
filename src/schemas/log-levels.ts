// Log level names as the device logs them (device-api §2b; -1 is OFF, 9 ALL): the one table for the live
// log and its level choice (System > Log) and the syslog level of the application settings.
const NAMES = ['EMERG', 'ALERT', 'CRIT', 'ERROR', 'WARNING', 'NOTICE', 'INFO', 'DEBUG', 'TRACE', 'ALL']

export const levelName = (l: number) => (l < 0 ? 'OFF' : (NAMES[l] ?? String(l)))
