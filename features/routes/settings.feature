@ui
Feature: The settings routes (domain §2 Settings)
  Every settings route shows its own page to a super admin; a sub-page needs its change permission
  (domain §2: "sub-pages and the permission to change"), and licence routes do not exist without a
  valid licence. Rows are written by hand from domain §2; headings are the console's English titles.

  @domain.2.settings
  Scenario: /settings opens the basic settings
    Given "admin" has signed in
    When they open "/ui/settings"
    Then the address is "/ui/settings/basic"
    And they see the heading "Basic"

  @domain.2.settings.basic @domain.2.settings.email @domain.2.settings.auth @domain.2.settings.message @domain.2.settings.sms @domain.2.settings.terminal @domain.2.settings.security @domain.2.settings.clean @domain.2.settings.interface @domain.2.settings.orgs @domain.2.settings.other @domain.2.settings.license
  Scenario: a super admin sees the page of each address below
    Given "admin" has signed in
    When they open each address below, seeing its heading:
      | path                                | heading                |
      | /ui/settings/basic                  | Basic                  |
      | /ui/settings/email                  | Email                  |
      | /ui/settings/auth                   | Authentication         |
      | /ui/settings/message                | Message subscriptions  |
      | /ui/settings/sms                    | SMS                    |
      | /ui/settings/terminal               | Terminal               |
      | /ui/settings/terminal/replay-storage/create  | Create Replay storage  |
      | /ui/settings/terminal/command-storage/create | Create Command storage |
      | /ui/settings/terminal/endpoint/create        | Create Endpoint        |
      | /ui/settings/terminal/endpoint-rule/create   | Create Endpoint rule   |
      | /ui/settings/security               | Security               |
      | /ui/settings/clean                  | Clean-up               |
      | /ui/settings/interface              | Interface              |
      | /ui/settings/orgs                   | Organisations          |
      | /ui/settings/orgs/create            | Create Organization    |
      | /ui/settings/other                  | Other                  |
      | /ui/settings/license                | Licence                |

  @domain.2.settings.terminal
  Scenario: a terminal's detail and update pages
    Given "admin" opens the terminal list
    When they open the terminal "[koko]-mock-1"
    Then they see the heading "Terminal: [koko]-mock-1"
    When they edit it
    Then they see the heading "Update Terminal"

  @domain.2.settings.orgs
  Scenario: an organisation's detail and update pages
    Given "admin" opens the organisation list
    When they open the organisation "Default"
    Then they see the heading "Organization: Default"
    When they edit it
    Then they see the heading "Update Organization"

  @domain.2.settings.tools
  Scenario: the tools entry is the platform's download page
    Given "admin" has signed in
    When they open "/ui/settings/basic"
    Then the sidebar offers "Tools"

  @domain.2.settings.basic
  Scenario: basic settings are read-only without settings.change_basic
    Given the user "staff01" whose only system role holds "settings.view_setting" has signed in
    When they open "/ui/settings/basic"
    Then they see the heading "Basic"
    And they see "You may view these settings; changing them needs another permission."

  @domain.2.settings
  Scenario: without settings.view_setting the settings view is closed
    Given "user" has signed in
    When they open "/ui/settings/basic"
    Then they see the heading "No permission"

  # One sign-in, one load: the first address is loaded, the others followed inside the console; every
  # row that fails is named. Tags of the rows: settings.sms, settings.interface, settings.orgs (the last two).
  @shell.6.licence-routes @domain.2.settings.sms @domain.2.settings.interface @domain.2.settings.orgs
  Scenario: without a valid licence these addresses do not exist
    Given the public setting XPACK_LICENSE_IS_VALID is "false"
    And "admin" has signed in
    Then each address below shows the heading "Request error":
      | path                     |
      | /ui/settings/sms         |
      | /ui/settings/interface   |
      | /ui/settings/orgs        |
      | /ui/settings/orgs/create |
