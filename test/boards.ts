// Two interface boards' profiles as the firmware gives them (GET /rest/boardProfile, docs/device-api.md): the pins,
// PHY and Ethernet values a board sets. Written out here, not read from the emulator or src, so that a wrong
// profile fails the emulator's unit test and the settings and setup screens' end-to-end tests alike.

export const E32 = {
  board_profile: 'E32',
  led_gpio: 2,
  dallas_gpio: 4,
  rx_gpio: 5,
  tx_gpio: 17,
  pbutton_gpio: 33,
  phy_type: 1,
  eth_power: 16,
  eth_phy_addr: 1,
  eth_clock_mode: 0,
}

export const E32V2 = {
  board_profile: 'E32V2',
  led_gpio: 2,
  dallas_gpio: 14,
  rx_gpio: 4,
  tx_gpio: 5,
  pbutton_gpio: 34,
  phy_type: 1,
  eth_power: 15,
  eth_phy_addr: 0,
  eth_clock_mode: 1,
}
