@ui @domain.2.console.users @shell.2.form-page
Feature: The user form as an administrator fills it in
  A user's fields (domain §3: name, username, e-mail, groups, MFA level, SSH public key, source, system
  and org roles, date expired…) come from the server's metadata (shell §2, §5), shown in the groups an
  administrator thinks in: the account, how the user signs in, what they may do, and the rest. A new
  user starts as an ordinary user (domain §6: the builtin system role User); the roles are offered by
  their names in the console's language; the SSH public key is typed as text.

  Scenario: the user form shows its fields in the groups account, authentication, roles and other
    Given "admin" opens the user form "/create"
    Then the form groups its fields as:
      | group          | fields                                                                          |
      | Account        | Name, Username, Email, User group                                               |
      | Authentication | Password strategy, SSH public key, MFA, Source                                  |
      | Roles          | System roles, Org roles                                                         |
      | Other          | Date expired, Phone, Wechat, Is service account, Active, Comment                |

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
    Then the field "SSH public key" is a 3-row text area
