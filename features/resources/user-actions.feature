@ui
Feature: User detail actions, login ACLs and roles
  Domain §4: users can be unblocked, have MFA reset, be unbound from WeCom/DingTalk, be removed from
  and invited into the organisation. Domain §3: a login ACL's IP group holds IPs, CIDR, ranges or *. Domain §6: role
  permissions are added in the role detail after creation.

  @domain.2.console.users @domain.4.user-actions.unblock
  Scenario: an administrator unblocks a user blocked after failed logins; the action then says why it is no longer offered
    Given "admin" opens the user list
    When they open the user "New Starter"
    And they use the quick action "Unblock"
    And they answer "Confirm" in the dialog
    Then a toast says "The user is unblocked"
    And the quick action "Unblock" cannot be used, saying "The user is not blocked from signing in"

  @domain.2.console.users @domain.4.user-actions.unbind
  Scenario: an administrator unbinds WeCom and DingTalk from a user
    Given "admin" opens the user list
    When they open the user "Ordinary User"
    And they use the quick action "Unbind WeCom"
    And they answer "Confirm" in the dialog
    Then a toast says "WeCom is unbound"
    When they use the quick action "Unbind DingTalk"
    And they answer "Confirm" in the dialog
    Then a toast says "DingTalk is unbound"
    And the quick action "Unbind WeCom" cannot be used, saying "The user is not bound to WeCom"

  @domain.2.console.users @domain.4.user-actions.reset-mfa
  Scenario: an administrator resets a user's MFA, and the user's MFA device is no longer bound
    Given "admin" opens the user list
    When they open the user "MFA User"
    Then the detail shows "MFA device bound" as "Yes"
    When they use the quick action "Reset MFA"
    And they answer "Confirm" in the dialog
    Then a toast says "The MFA is reset"
    And the detail shows "MFA device bound" as "No"

  @domain.2.console.users @domain.4.user-actions.remove
  Scenario: an administrator removes a user from the organisation, which then no longer lists them
    Given "admin" opens the user list
    When they open the user "Directory User"
    And they use the quick action "Remove from organisation"
    And they answer "Confirm" in the dialog
    Then a toast says "The user is removed from the organisation"
    And the user list does not show "Directory User"

  # Inviting is done from the list: users are picked from every organisation (2.26 users/suggestions/
  # runs in the root org) and join with the organisation roles chosen, the ordinary member's to start with.
  @domain.2.console.users @domain.4.user-actions.invite
  Scenario: a user removed from the organisation is invited back and is a member again, as an organisation user
    Given "admin" opens the user list
    When they open the user "Directory User"
    And they use the quick action "Remove from organisation"
    And they answer "Confirm" in the dialog
    Then the user list does not show "Directory User"
    And the invitation offers the organisation role "Organization user" to start with
    When they invite "Directory User (ldapuser)" into the organisation
    Then a toast says "The user is invited to the organisation"
    And the user list shows "Directory User"
    And the server gives "ldapuser" the organisation role "Organization user"

  # Several users at once, from the list's More actions, as JumpServer's own console offers them: the
  # selection leaves the current organisation (2.26 users/users/remove/?spm=, users.remove_user) after the
  # shared confirmation; the global organisation has no members to remove.
  @domain.2.console.users @domain.4.user-actions.remove
  Scenario: an administrator removes two selected users from the organisation, and the server no longer lists them
    Given "admin" is on the user list
    When they tick the row "Directory User"
    And they tick the row "MFA User"
    And they choose "Remove selected from the organisation" from More actions
    Then the confirmation reads "Remove the 2 selected users from the organisation Default?"
    When they answer "Confirm" in the dialog
    Then a toast says "2 users are removed from the organisation"
    And the list no longer shows "Directory User"
    And the list no longer shows "MFA User"
    And the server lists "user, orgadmin" as members of the organisation, and not "ldapuser, mfauser"

  @domain.2.console.users @domain.4.user-actions.remove
  Scenario: in the global organisation the bulk removal is not offered, and says why
    Given "admin" is on the user list in the root organisation
    When they tick the row "Directory User"
    Then the More actions item "Remove selected from the organisation" cannot be used, saying "The global organisation has no members: switch to an organisation to remove users from it"

  @domain.2.console.users @domain.4.user-actions.remove
  Scenario: a persona without users.remove_user sees why the selected users cannot be removed
    Given "orgadmin" holding every permission but "users.remove_user" has signed in
    When they open the user list
    And they tick the row "Directory User"
    Then the More actions item "Remove selected from the organisation" cannot be used, saying "You lack the permission to remove users from the organisation"
    When they open the "More actions" menu
    Then the page has no serious or critical accessibility violations

  # Bulk activate / deactivate are bulk updates (shell §6: need change): PATCH of the list with [{id, is_active}].
  @domain.2.console.users
  Scenario: an administrator deactivates two selected users at once, then activates them again
    Given "admin" is on the user list
    When they tick the row "Directory User"
    And they tick the row "MFA User"
    And they choose "Deactivate selected" from More actions
    Then a toast says "2 users are deactivated"
    And the server says "ldapuser, mfauser" are not active
    When they tick the row "Directory User"
    And they tick the row "MFA User"
    Then 2 rows are selected
    When they choose "Activate selected" from More actions
    Then a toast says "2 users are activated"
    And the server says "ldapuser, mfauser" are active

  # The invitation picks from the server's suggestions, 10 at a time and never past its first 10 matches
  # (2.26 suggestion_limit): a user further down is found by typing, and shows by name and username.
  @domain.2.console.users @domain.4.user-actions.invite
  Scenario: a user of another organisation, beyond the first ten, is found by typing and invited
    Given "admin" opens the user list
    When they open the invitation
    Then the invitation offers 10 users, scrolled to the end, none of them "Staff Member 20 (staff20)"
    When they pick the user "Staff Member 20 (staff20)" in the invitation, typing "staff20"
    Then the invitation's users show "Staff Member 20 (staff20)"
    When they send the invitation
    Then a toast says "The user is invited to the organisation"
    And the user list shows "Staff Member 20"
    And the server gives "staff20" the organisation role "Organization user"

  @domain.2.console.user-acl @domain.3.acl-rule
  Scenario: a login ACL takes IPs, CIDR, ranges or *, one per line or comma, and a priority in 1–100
    Given "admin" opens the new user login ACL form
    When they fill "Name" with "Branch office"
    And they fill "Rules" with "10.1.0.0/16, not-an-ip"
    Then the field "Rules" says "Each line must be an IP, a CIDR, an IP range or *"
    When they fill "Rules" with "10.1.0.0/16, 192.168.1.1-192.168.1.50, *"
    Then the field "Rules" says nothing

  @domain.2.console.roles @domain.6.role-perms
  Scenario: a role gets its permissions on its detail after creation
    Given "admin" opens the role list
    When they create a role with:
      | Name | Night auditor |
    And they open the role "Night auditor"
    And they tick "audits" in the tab "Permissions"
    And they press "Save permissions" in the tab "Permissions"
    Then a toast says "Update succeeded"
    And the server gives the role "Night auditor" every permission of "audits", and no other
