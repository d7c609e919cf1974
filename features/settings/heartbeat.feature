@ui @domain.9 @domain.2.settings.terminal
Feature: The heartbeat is set in seconds
  Domain §9 lists a heartbeat set in seconds among the settings' units. JumpServer 2.26.1 has the value
  (TERMINAL_HEARTBEAT_INTERVAL, 20 seconds) only in its configuration file: its settings API, and so the
  mock recorded from it, offers no such field. The console names the field where a server offers it in
  its terminal settings, and says its unit there, in each language.

  @domain.9.units.heartbeat
  Scenario Outline: a server with a heartbeat setting shows it in seconds (<language>)
    Given the language cookie says "<cookie>"
    And "admin" has signed in
    And the server also has the terminal setting "TERMINAL_HEARTBEAT_INTERVAL" at 20
    When they open "/ui/settings/terminal?activeTab=Basic"
    Then the field "<label>" holds "20" in the "<section>" section
    And the "<section>" section says "<unit>" under "<label>"

    Examples:
      | language | cookie  | section           | label            | unit         |
      | English  | en      | Terminal settings | Heartbeat interval | Unit: second |
      | Chinese  | zh-hans | 终端设置            | 心跳间隔             | 单位：秒       |
      | Japanese | ja      | ターミナル設定        | ハートビート間隔       | 単位: 秒       |

  Scenario: the 2.26.1 server has no heartbeat setting, and the page invents none
    Given "admin" has signed in
    When they open "/ui/settings/terminal?activeTab=Basic"
    Then the "Terminal settings" section has no field "Heartbeat interval"
