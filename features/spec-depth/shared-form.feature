@ui @domain.2.shared-form
Feature: Create and update share one form screen
  Domain §2: create and update routes normally share one form screen. The user's create form
  (/console/users/users/create) and its update form (/console/users/users/{id}/update) are the same
  screen: the same groups of the same fields, the update one filled with the user's values.
  Choice, as 2.26 does: the password strategy is asked on create only; an update keeps the password
  and the public key unless its switch is turned on (features/resources/user-form.feature).

  Scenario: the user's create form
    Given "admin" opens the user form "/create"
    Then they see the heading "Create User"
    And the form groups its fields as:
      | group          | fields                                                                          |
      | Account        | Name, Username, Email, User group                                               |
      | Authentication | Password strategy, Public key, MFA, Source                                      |
      | Roles          | System roles, Org roles                                                         |
      | Other          | Date expired, Phone, Wechat, Is service account, Is active, Comment             |

  Scenario: the user's update form is the same screen, filled in
    Given "admin" opens the form of the user "staff01"
    Then they see the heading "Update User"
    And the field "Username" holds "staff01"
    And the form groups its fields as:
      | group          | fields                                                                          |
      | Account        | Name, Username, Email, User group                                               |
      | Authentication | Update password, Set public key, MFA, Source                                    |
      | Roles          | System roles, Org roles                                                         |
      | Other          | Date expired, Phone, Wechat, Is service account, Is active, Comment             |
