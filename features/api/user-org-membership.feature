@api
Feature: Users leave and join an organisation through the server's user actions
  Domain §4: a user can be removed from an organisation and invited into one. 2.26's UserViewSet:
  POST users/users/remove/ (bulk_remove, permission users.remove_user) removes every member of the
  current organisation its list filters select, the console's selection coming as ?spm=; it reads no
  body and answers 204 with none. A user leaving keeps the account (User.remove clears the org roles);
  in the global organisation User.remove does nothing, and the answer is 204 all the same.
  GET users/users/suggestions/ (match, users.match_user) runs in the global organisation: the list's
  search and filters, ordered by name, cut to the first 10 (suggestion_limit), paged within those 10;
  each suggestion is id, name and username (MiniUserSerializer).

  @domain.4.user-actions.remove
  Scenario: the users of the selection token leave the organisation, and no others
    Given a client signed in as "admin"
    When the client puts the ids of the rows of "/api/v1/users/users/" named "Directory User, MFA User" in a selection token
    And the client calls POST "/api/v1/users/users/remove/" with that selection token
    Then the answer has status 204
    And the answer has no body
    And "/api/v1/users/users/" holds no row named "Directory User, MFA User"
    And "/api/v1/users/users/" holds rows named "Ordinary User, Org Admin"
    And the user "ldapuser" still has an account

  @domain.4.user-actions.remove
  Scenario: the selection is the token, not the body: users the body names stay
    Given a client signed in as "admin"
    When the client puts the ids of the rows of "/api/v1/users/users/" named "Directory User" in a selection token
    And the client calls POST "/api/v1/users/users/remove/" with that selection token and a body naming the users "MFA User"
    Then the answer has status 204
    And "/api/v1/users/users/" holds no row named "Directory User"
    And "/api/v1/users/users/" holds rows named "MFA User, Ordinary User"

  @domain.4.user-actions.remove
  Scenario: in the global organisation the call is answered 204 and nobody leaves anywhere
    Given a client signed in as "admin"
    When the client puts the ids of the rows of "/api/v1/users/users/" named "Directory User, MFA User" in a selection token
    And the client calls POST "/api/v1/users/users/remove/" with that selection token, in the organisation "root"
    Then the answer has status 204
    And "/api/v1/users/users/" holds rows named "Directory User, MFA User"

  @domain.4.user-actions.remove
  Scenario: without users.remove_user the server refuses
    Given a client signed in as "orgauditor"
    When the client calls POST "/api/v1/users/users/remove/"
    Then the answer has status 403

  @domain.4.user-actions.invite
  Scenario: suggestions are the first 10 users by name across organisations, paged within those 10
    Given a client signed in as "admin"
    When the client calls GET "/api/v1/users/users/suggestions/"
    Then the answer is a bare JSON array of 10 rows
    And every row has exactly the fields "id, name, username"
    When the client calls GET "/api/v1/users/users/suggestions/?limit=5&offset=5"
    Then the answer field "count" is "10"
    And the page holds 5 rows of a count of at least 10
    When the client calls GET "/api/v1/users/users/suggestions/?limit=10&offset=10"
    Then the answer field "count" is "10"
    And the page holds 0 rows of a count of at least 10

  @domain.4.user-actions.invite
  Scenario: a user beyond the first 10, of another organisation only, is found by the search
    Given a client signed in as "admin"
    When the client calls GET "/api/v1/users/users/suggestions/?search=staff20&limit=10&offset=0"
    Then the answer field "count" is "1"
    And the rows are named "Staff Member 20", in that order
