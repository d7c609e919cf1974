@api @mock.1.org-scoping
Feature: Org scoping
  The current organisation comes from ?oid=, else the X-JMS-ORG header, else the X-JMS-ORG cookie,
  else Default (00000000-0000-0000-0000-000000000002); an unknown id falls back to Default; the root
  org (all zeros) sees every organisation's rows; a persona without the permission in the chosen
  organisation gets 403 permission_denied (reference §1.5, §1.10).

  Scenario Outline: the query parameter beats the header, which beats the cookie
    Given a client signed in as "multiorg"
    When the client calls GET "/api/v1/orgs/orgs/current/" with the query oid "<oid>", the header X-JMS-ORG "<header>" and the cookie X-JMS-ORG "<cookie>"
    Then the answer is the organisation "<current>"

    Examples:
      | oid           | header        | cookie        | current       |
      | Branch Office | Default       | Default       | Branch Office |
      | Default       | Branch Office | Branch Office | Default       |
      | -             | Branch Office | Default       | Branch Office |
      | -             | Default       | Branch Office | Default       |
      | -             | -             | Branch Office | Branch Office |
      | -             | -             | -             | Default       |

  Scenario: an unknown organisation id falls back to Default
    Given a client signed in as "multiorg"
    When the client calls GET "/api/v1/orgs/orgs/current/" with the query oid "-", the header X-JMS-ORG "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a" and the cookie X-JMS-ORG "-"
    Then the answer is the organisation "Default"

  Scenario: the root organisation sees the rows of every organisation
    Given a client signed in as "admin"
    And the client has created in "/api/v1/users/groups/" the rows named "default-only group"
    When the client calls GET "/api/v1/users/groups/" in the organisation "root"
    Then the answer has status 200
    And the rows come from the organisations "Default, Branch Office, Research Lab" and no other

  Scenario: an ordinary organisation sees only its own rows
    Given a client signed in as "admin"
    When the client calls GET "/api/v1/users/groups/" in the organisation "Branch Office"
    Then the answer has status 200
    And the rows come from the organisations "Branch Office" and no other

  @mock.1.org-permissions
  Scenario: a persona without the permission in the chosen organisation gets 403
    Given a client signed in as "orgadmin"
    When the client calls GET "/api/v1/users/groups/" in the organisation "Default"
    Then the answer has status 200
    When the client calls GET "/api/v1/users/groups/" in the organisation "Branch Office"
    Then the answer has status 403
    And the answer field "code" is "permission_denied"
