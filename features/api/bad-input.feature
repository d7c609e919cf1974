@api @mock.1.bad-input
Feature: Bad input is a 400 naming the field, never a 500
  The server validates every write as DRF does: an id that is no UUID, an id already taken, a related
  object that does not exist, or a body that is not JSON are refused with a 400 that names the field, and
  nothing is stored. An import that sends such rows sees them fail (issue 27).

  Scenario: an id that is no UUID is refused and nothing is stored
    Given a client signed in as "admin"
    When the client sends POST "/api/v1/users/groups/" with the JSON:
      """
      {"id": "not-a-uuid", "name": "Night shift"}
      """
    Then the answer has status 400
    And the answer field "id" holds the message "“not-a-uuid” is not a valid UUID."
    And "/api/v1/users/groups/" holds no row named "Night shift"

  Scenario: a system role that does not exist is refused with the server's words
    Given a client signed in as "admin"
    When the client sends POST "/api/v1/users/users/" with the JSON:
      """
      {"name": "Rita Ruiz", "username": "rita", "email": "rita@example.com", "system_roles": ["11111111-1111-1111-1111-111111111111"]}
      """
    Then the answer has status 400
    And the answer field "system_roles" holds the message "Invalid pk \"11111111-1111-1111-1111-111111111111\" - object does not exist."
    And "/api/v1/users/users/" holds no row named "Rita Ruiz"

  Scenario: an asset that does not exist in a permission is refused
    Given a client signed in as "admin"
    When the client sends POST "/api/v1/perms/asset-permissions/" with the JSON:
      """
      {"name": "Ghost grant", "assets": ["22222222-2222-2222-2222-222222222222"], "actions": ["all"]}
      """
    Then the answer has status 400
    And the answer field "assets" holds the message "Invalid pk \"22222222-2222-2222-2222-222222222222\" - object does not exist."
    And "/api/v1/perms/asset-permissions/" holds no row named "Ghost grant"

  Scenario: a broken percent-escape in the path is a 400, not a 500
    Given a client signed in as "admin"
    When the client calls GET "/api/v1/users/groups/%zz/"
    Then the answer has status 400
