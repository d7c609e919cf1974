@ui
Feature: Fields of domain §3 read back on the screen with the value given them
  Each scenario gives an object a value (through its form, or through the API where the console's
  form is not the point) and reads it back where an administrator sees it: a relation by its name,
  a nested rule by its parts' labels, a date in the medium format of shell §9 ("yyyy-MM-dd HH:mm:ss",
  24-hour clock) in the browser's time zone. Never an id, a raw choice value or JSON.

  # Domain §3 Asset: "public IP … domain … date joined, date updated". The 2.26 asset serializer has
  # date_created and date_verified (reference TSV); the seed's db-01 has no public IP and no domain.
  @domain.3.asset
  Scenario: an asset's public IP and gateway domain, set on its form, and its dates are shown on its detail
    Given "admin" opens the asset list
    When they open the asset "db-01"
    And they edit it
    And they change the form:
      | Public IP | 203.0.113.7 |
      | Domain    | Default DMZ |
    And they open the asset "db-01"
    Then the detail shows "Public IP" as "203.0.113.7"
    And the detail shows "Domain" as "Default DMZ"
    And the detail shows "Date created" as its date_created from "/api/v1/assets/assets/" in local time
    And the detail shows "Date verified" as its date_verified from "/api/v1/assets/assets/" in local time

  # Domain §3 Permission: "validity, dates".
  @domain.3.permission
  Scenario: an asset permission's validity dates are shown in the medium format
    Given the server stores the asset permission "Default web servers" with:
      | date_start   | 2026/01/05 09:15:00 +0000 |
      | date_expired | 2031/12/31 18:30:45 +0000 |
    And "admin" opens the asset permission list
    When they open the asset permission "Default web servers"
    Then the detail shows "Valid from" as the local time of "2026/01/05 09:15:00 +0000"
    And the detail shows "Valid until" as the local time of "2031/12/31 18:30:45 +0000"

  # Domain §3 User: "phone … date expired, date last login, password update date" (and the date joined).
  @domain.3.user
  Scenario: a user's phone and dates are shown on their detail
    Given the server stores the user "Ordinary User" with:
      | phone        | 13812345678               |
      | date_expired | 2030/07/14 06:05:04 +0000 |
    And "admin" opens the user list
    When they open the user "Ordinary User"
    Then the detail shows "Phone" as "13812345678"
    And the detail shows "Date expired" as the local time of "2030/07/14 06:05:04 +0000"
    And the detail shows "Date joined" as its date_joined from "/api/v1/users/users/" in local time
    And the detail shows "Date password last updated" as its date_password_last_updated from "/api/v1/users/users/" in local time

  # Domain §3 ACL rule: "users, system user, hostname and IP groups, login-confirm assignee". The
  # asset login ACL's groups are nested objects; each part is read under its label.
  @domain.2.console.asset-acl @domain.3.acl-rule
  Scenario: an asset login ACL's user, system user and asset groups and its reviewers read back by name
    Given "admin" opens the asset login ACL list
    When they create an asset login ACL with:
      | Name                         | Confirm root on web  |
      | Users / Username             | alice, bob           |
      | System users / Username      | root                 |
      | Assets / IP                  | 10.0.0.0/24          |
      | Assets / Hostname            | web-*                |
      | Priority                     | 10                   |
      | Reviewers                    | Org Admin (orgadmin) |
    And they open the asset login ACL "Confirm root on web"
    Then the detail shows "Users" as "Username: alice, bob"
    And the detail shows "System users" as "Name: *; Username: root; Protocol: *"
    And the detail shows "Assets" as "IP: 10.0.0.0/24; Hostname: web-*"
    And the detail shows "Reviewers" as "Org Admin(orgadmin)"

  @domain.2.console.user-acl @domain.3.acl-rule
  Scenario: a user login ACL's user, rules and reviewers read back by name
    Given "admin" opens the user login ACL list
    When they create a user login ACL with:
      | Name      | Branch office          |
      | User      | Directory User         |
      | Rules     | 10.1.0.0/16, 10.2.0.1  |
      | Reviewers | Org Admin              |
    And they open the user login ACL "Branch office"
    Then the detail shows "User" as "Directory User(ldapuser)"
    And the detail shows "Rules" as "IP: 10.1.0.0/16, 10.2.0.1"
    And the detail shows "Reviewers" as "Org Admin(orgadmin)"

  # The seed's Default ACL and backup plan name the super admin, who is no member of Default: the
  # organisation's user list does not hold them, the root organisation's does.
  @domain.3.acl-rule
  Scenario: a reviewer or recipient outside the organisation is named too
    Given "admin" opens the asset login ACL list
    When they open the asset login ACL "Default confirm prod root"
    Then the detail shows "Reviewers" as "Administrator(admin)"
    And the detail shows "Assets" as "IP: *; Hostname: db-*"
    Given "admin" opens the account backup plan list
    When they open the account backup plan "Default weekly backup"
    Then the detail shows "Recipient" as "Administrator(admin)"
