@ui @domain.2.console.users @shell.2.form-page
Feature: The user form as an administrator fills it in
  A user's fields (domain §3: name, username, e-mail, groups, MFA level, SSH public key, source, system
  and org roles, date expired…) come from the server's metadata (shell §2, §5), shown in the groups an
  administrator thinks in: the account, how the user signs in, what they may do, and the rest. A new
  user starts as an ordinary user (domain §6: the builtin system role User); the roles are offered by
  their names in the console's language; the SSH public key is typed as text.

  The spec is silent on what an update asks of a user's password and key. Choice, as JumpServer's own
  console does: an update keeps them, and asks nothing of them, until the administrator turns on
  "Update password" (a local user's) or "Set public key". Those two switches belong to the form alone:
  they are never sent, and with one off nothing of what it reveals is sent either. Once turned on, what
  it reveals must be filled in (2.26 drops an empty password or key, so an empty one would change nothing).

  Scenario: the user form shows its fields in the groups account, authentication, roles and other
    Given "admin" opens the user form "/create"
    Then the form groups its fields as:
      | group          | fields                                                                          |
      | Account        | Name, Username, Email, User group                                               |
      | Authentication | Password strategy, Public key, MFA, Source                                      |
      | Roles          | System roles, Org roles                                                         |
      | Other          | Date expired, Phone, Wechat, Is service account, Is active, Comment             |

  # 2.26's user serializer keeps a new user's password only when the strategy is "Set password"; by
  # default it mails a reset link instead. So the password is asked for, and sent, only then.
  Scenario: the password is asked for once the administrator chooses to set one, and then it is the user's
    Given "admin" opens the user form "/create"
    Then the option "Reset link will be generated and sent to the user" is chosen in the field "Password strategy"
    And the form has no field "Password"
    When they fill in the new user "paula" with the password "Paul4-Pass!"
    And they submit the form
    Then they are sent to the user list
    And the server lets "paula" sign in with the password "Paul4-Pass!"

  Scenario: a password typed and then given up for a reset link is not sent
    Given "admin" opens the user form "/create"
    When they fill in the new user "quinn" with the password "Qu1nn-Pass!"
    And they choose "Reset link will be generated and sent to the user" in the field "Password strategy"
    Then the form has no field "Password"
    And the form has no field "Need update password"
    When they submit the form
    Then they are sent to the user list
    And the server refuses "quinn" sign in with the password "Qu1nn-Pass!"

  @domain.6.roles
  Scenario: a new user starts as an ordinary user, and is created as one without touching the roles
    Given "admin" opens the user form "/create"
    Then the field "System roles" holds "User"
    When they open the "System roles" select
    Then the open select offers exactly "System administrator, System auditor, User"
    When they close the select
    And they fill "Name" with "Olivia Ortiz"
    And they fill "Username" with "olivia"
    And they fill "Email" with "olivia@example.com"
    And they submit the form
    Then they are sent to the user list
    And the server gives "olivia" the system roles "User"

  @domain.6.roles @shell.9.languages
  Scenario Outline: in <language> the system roles are offered by their <language> names
    Given the language cookie says "<cookie>"
    And "admin" opens the user form "/create"
    Then the field "<system roles>" holds "<user>"
    When they open the "<system roles>" select
    Then the open select offers exactly "<names>"

    Examples:
      | language | cookie  | system roles | user   | names                            |
      | Chinese  | zh-hans | 系统角色      | 用户    | 系统管理员, 系统审计员, 用户          |
      | Japanese | ja      | システムロール  | ユーザー | システム管理者, システム監査人, ユーザー |

  @shell.5.form.field-widgets
  Scenario: the SSH public key is typed as text, not masked
    Given "admin" opens the user form "/create"
    Then the field "Public key" is a 3-row text area

  Scenario: an update asks nothing of the password or the public key until a switch says so
    Given "admin" opens the form of the user "staff01"
    Then the switch "Update password" is off
    And the switch "Set public key" is off
    And the form has no field "Password"
    And the form has no field "Need update password"
    And the form has no field "Public key"
    And the form has no field "Password strategy"
    When they switch "Update password" on
    Then the field "Password" is a masked input
    And the field "Password" is marked required
    And the switch "Need update password" is off
    When they switch "Set public key" on
    Then the field "Public key" is a 3-row text area
    And the field "Public key" is marked required

  Scenario: with both switches off, nothing of the password or the key is sent, and the password stays
    Given "admin" opens the form of the user "staff01"
    When they fill "Name" with "Staff Renamed"
    And they submit the form
    Then they are sent to the user list
    And the PUT of that user carried none of "password, need_update_password, public_key, password_strategy, update_password, set_public_key"
    And the server lets "staff01" sign in with the password "Passw0rd!"

  Scenario: with "Update password" on, the new password is the user's
    Given "admin" opens the form of the user "staff01"
    When they switch "Update password" on
    And they fill "Password" with "N3w-Staff-Pass!"
    And they submit the form
    Then they are sent to the user list
    And the PUT of that user carried none of "update_password, set_public_key, public_key"
    And the server lets "staff01" sign in with the password "N3w-Staff-Pass!"
    And the server refuses "staff01" sign in with the password "Passw0rd!"

  Scenario: a password typed and then switched off again is not sent
    Given "admin" opens the form of the user "staff01"
    When they switch "Update password" on
    And they fill "Password" with "N3w-Staff-Pass!"
    And they switch "Update password" off
    Then the form has no field "Password"
    When they submit the form
    Then they are sent to the user list
    And the PUT of that user carried none of "password, need_update_password"
    And the server lets "staff01" sign in with the password "Passw0rd!"

  @shell.5.form.required
  Scenario: a switch turned on asks for what it reveals
    Given "admin" opens the form of the user "staff01"
    When they switch "Update password" on
    And they switch "Set public key" on
    And they submit the form
    Then the field "Password" says "This field is required"
    And the field "Public key" says "This field is required"
    And nothing was sent to the server

  Scenario: with "Set public key" on, the key typed is sent
    Given "admin" opens the form of the user "staff01"
    When they switch "Set public key" on
    And they fill "Public key" with "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHc9yXq1bq0ZyW0Gd2m1kP6B0vR2n3F7lFhI3sVw0XyZ staff01@laptop"
    And they submit the form
    Then they are sent to the user list
    And the PUT of that user carried "public_key" as "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHc9yXq1bq0ZyW0Gd2m1kP6B0vR2n3F7lFhI3sVw0XyZ staff01@laptop"
    And the PUT of that user carried none of "password, need_update_password, set_public_key"

  # A user of another source (LDAP here) signs in with that source's password: the console sets none.
  Scenario: a user of another source is offered a public key, not a password
    Given "admin" opens the form of the user "ldapuser"
    Then the form has no field "Update password"
    And the switch "Set public key" is off

  @shell.9.languages
  Scenario Outline: in <language> the switches say what they reveal
    Given the language cookie says "<cookie>"
    And "admin" opens the form of the user "staff01"
    Then the switch "<update password>" is off
    And the switch "<set public key>" is off

    Examples:
      | language | cookie  | update password | set public key |
      | Chinese  | zh-hans | 更新密码          | 设置公钥          |
      | Japanese | ja      | パスワードを更新     | 公開鍵を設定        |
