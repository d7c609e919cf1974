@ui
Feature: Connecting to one of my assets as a login user
  On My assets, Connect asks which login (system) user to log in with, among those granted to the user on
  that asset, named by name, username and protocol; the web terminal (/luna/) then opens on the asset as
  the one chosen (luna reads login_to and type, and logs in as the default itself; another login user is
  named by system_user). Domain §5: when several system users are
  authorised, the one of higher priority is the default login user. The spec gives priority as 1-100 but
  not which end is higher: this console follows 2.26.1's server and web terminal, where the smaller number
  is the higher priority (SystemUser.priority: "1-100, the lower the value will be match first"; luna
  connects with the smallest). The names below sort the other way round, so the server's order (by name)
  cannot pass for the default.

  Background:
    Given the Default organisation has the asset "pri-01" served over "ssh/22"
    And the Default organisation has the system users:
      | name         | username | protocol | priority |
      | Alpha deploy | deploy   | ssh      | 30       |
      | Zulu root    | root     | ssh      | 5        |

  @domain.5.priority.default-login-user @domain.2.workbench.assets
  Scenario: of two login users granted through two permissions, the one of higher priority is the default
    Given the Default organisation has an asset permission "Deploy grant" granting:
      | users        | user         |
      | assets       | pri-01       |
      | system users | Alpha deploy |
    And the Default organisation has an asset permission "Root grant" granting:
      | users        | user      |
      | assets       | pri-01    |
      | system users | Zulu root |
    And "user" has signed in
    When they choose Connect on the asset "pri-01" in My assets
    Then the login users offered are, in this order:
      | Zulu root (root, SSH)      |
      | Alpha deploy (deploy, SSH) |
    And the login user chosen to start with is "Zulu root (root, SSH)", marked as the default
    And Connect opens the web terminal on "pri-01" as its default login user
    When they choose the login user "Alpha deploy"
    Then Connect opens the web terminal on "pri-01" as the login user "Alpha deploy"

  @domain.2.workbench.assets
  Scenario: one login user granted on the asset needs no choice
    Given the Default organisation has an asset permission "Deploy grant" granting:
      | users        | user         |
      | assets       | pri-01       |
      | system users | Alpha deploy |
    And "user" has signed in
    When they choose Connect on the asset "pri-01" in My assets
    Then the dialog says "You will log in as Alpha deploy (deploy, SSH)."
    And the dialog offers no choice of login user
    And Connect opens the web terminal on "pri-01" as its default login user

  @domain.2.workbench.assets
  Scenario: an asset granted without a login user says so and offers no way to connect
    Given the Default organisation has an asset permission "Bare grant" granting:
      | users  | user   |
      | assets | pri-01 |
    And "user" has signed in
    When they choose Connect on the asset "pri-01" in My assets
    Then the dialog says "No login user has been granted to you on this asset. Ask an administrator for a permission that gives one."
    And the dialog offers no way to connect

  @domain.2.workbench.assets @issue.26
  Scenario: the login user is chosen and the dialog left with the keyboard alone
    Given the Default organisation has an asset permission "Both grant" granting:
      | users        | user                    |
      | assets       | pri-01                  |
      | system users | Alpha deploy, Zulu root |
    And "user" has signed in
    When they open "/ui/workbench/assets?search=pri-01"
    And they tab to the button "Connect to pri-01" in the row "pri-01"
    And they press the keys "Enter"
    Then the focus is in the dialog "Connect to pri-01"
    And the page has no serious or critical accessibility violations
    When they choose the login user "Alpha deploy"
    Then Connect opens the web terminal on "pri-01" as the login user "Alpha deploy"
    When they press the keys "Escape"
    Then the focus is on the button "Connect to pri-01" in the row "pri-01"

  # 2.26's console opens an application in luna by its category: database_app, k8s_app or remote_app.
  @domain.2.workbench.apps
  Scenario: a granted database opens the web terminal as a database application
    Given "user" has signed in
    When they open "/ui/workbench/apps/databases"
    Then the Connect of the application "Default mysql" opens the web terminal with the type "database_app"
