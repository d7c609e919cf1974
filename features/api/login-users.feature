@api
Feature: The login users granted on one of my assets
  Before the web terminal logs a user in to an asset it asks which system users they may log in with:
  GET /api/v1/perms/users/assets/{asset_id}/system-users/ (MyGrantedAssetSystemUsersApi of 2.26.1, any
  signed-in user). The answer holds the system users of the user's permissions in force that reach the
  asset, whose protocol the asset serves, as AssetSystemUserSerializer writes them (id, name, username,
  priority, protocol, login_mode, sftp_root, username_same_with_user, su_enabled, su_from, actions), the
  actions of every permission granting the same system user added up, ordered by name: which one is the
  default is the client's choice (domain §5), not the server's order.

  Background:
    Given the Default organisation has the asset "pri-01" served over "ssh/22"
    And the Default organisation has the system users:
      | name         | username | protocol | priority |
      | Alpha deploy | deploy   | ssh      | 30       |
      | Zulu root    | root     | ssh      | 5        |
      | Desk login   | desk     | rdp      | 1        |
      | Beta spare   | spare    | ssh      | 2        |
    And the Default organisation has an asset permission "Deploy grant" granting:
      | users        | user         |
      | assets       | pri-01       |
      | system users | Alpha deploy |
      | actions      | connect      |
    And the Default organisation has an asset permission "Root grant" granting:
      | users        | user                   |
      | assets       | pri-01                 |
      | system users | Zulu root, Desk login  |
      | actions      | connect, download_file |
    And the Default organisation has an asset permission "Deploy upload grant" granting:
      | users        | user         |
      | assets       | pri-01       |
      | system users | Alpha deploy |
      | actions      | upload_file  |
    And the Default organisation has an asset permission "Spare grant" granting:
      | users        | orgadmin   |
      | assets       | pri-01     |
      | system users | Beta spare |
      | actions      | connect    |

  Scenario: only the system users granted to the user on the asset, by name, their actions added up
    Given a client signed in as "user"
    When the client asks for the login users granted on the asset "pri-01"
    Then the answer has status 200
    And the login users listed are, in this order:
      | name         | username | protocol | priority | login_mode | actions                |
      | Alpha deploy | deploy   | ssh      | 30       | auto       | connect, upload_file   |
      | Zulu root    | root     | ssh      | 5        | auto       | connect, download_file |
    And every login user listed has exactly the fields "id, name, username, priority, protocol, login_mode, sftp_root, username_same_with_user, su_enabled, su_from, actions"

  Scenario: another user sees only what was granted to them on the same asset
    Given a client signed in as "orgadmin"
    When the client asks for the login users granted on the asset "pri-01"
    Then the answer has status 200
    And the login users listed are, in this order:
      | name       | username | priority |
      | Beta spare | spare    | 2        |

  Scenario: a user granted nothing on the asset is told so by an empty list
    Given a client signed in as "auditor"
    When the client asks for the login users granted on the asset "pri-01"
    Then the answer has status 200
    And no login user is listed

  Scenario: an asset that does not exist is not found
    Given a client signed in as "user"
    When the client asks for the login users granted on an asset that does not exist
    Then the answer has status 404
    And the answer field "detail" is "Asset object does not exist."
