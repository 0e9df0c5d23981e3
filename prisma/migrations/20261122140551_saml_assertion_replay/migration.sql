-- CreateTable
CREATE TABLE "SamlAssertionUse" (
    "providerId" TEXT NOT NULL,
    "assertionId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SamlAssertionUse_pkey" PRIMARY KEY ("providerId","assertionId")
);

-- CreateIndex
CREATE INDEX "SamlAssertionUse_expiresAt_idx" ON "SamlAssertionUse"("expiresAt");

